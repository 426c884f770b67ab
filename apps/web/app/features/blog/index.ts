export { BlogArticle, BlogCategories, BlogPager, BlogPostList } from './blog-view';
